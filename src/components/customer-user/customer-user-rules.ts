// The rules of the customer-user form (spec point 5), apart from its values so that a form shown at first paint
// (the settings' profile tab) loads zod with them after the first paint, through `lazyResolver` (issue 23).
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { isApiDate } from '@/lib/calendar-day';
import { formatDate } from '@/lib/format';
import { formErrorMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH, OLD_PASSWORD_MAX_LENGTH } from '@/lib/forms/new-password';
import { loadAllPhoneMetadata, toE164 } from '@/lib/phone';
import { parseVideoLink } from '@/lib/video-link';
import {
  BIO_MAX_LENGTH,
  birthDateRange,
  customerUserMessage,
  EMAIL_MAX_LENGTH,
  type FormMode,
  IDENTITY_NUMBER_LENGTH,
  NAME_MAX_LENGTH,
  phoneCountryOf,
  PROFILE_VIDEO_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from './customer-user-form';

// The rules check numbers of any country the user picks: they come with the whole phone metadata (src/lib/phone.ts).
await loadAllPhoneMetadata();

/** A chosen file; checked by shape, as files of another realm (a test's) are files too. */
function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && 'name' in value && 'type' in value && 'size' in value;
}

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Every rule of spec point 5, each message on its field. */
export function customerUserSchema(mode: FormMode, day?: string) {
  const range = birthDateRange(day);
  return z
    .object({
      name: z.string(),
      titleId: z.string(),
      roleId: z.string(),
      username: z.string(),
      oldPassword: z.string(),
      password: z.string(),
      passwordRepeat: z.string(),
      preferredLanguage: z.string(),
      profileVideo: z.string(),
      bio: z.string(),
      emails: z.array(z.object({ value: z.string() })),
      phones: z.array(z.object({ number: z.string(), country: z.string() })),
      birthDate: z.string(),
      identityNumber: z.string(),
      image: z.custom<File | null>((value) => value === null || isFile(value)),
    })
    .superRefine((values, context) => {
      // Every rule lives here, none in the shape above: zod runs an object's refinement only when its shape
      // passed, and the form must show all messages at once.
      const issue = (path: Array<string | number>, message: string) =>
        context.addIssue({ code: 'custom', path, message });
      const name = values.name.trim();
      if (name === '') issue(['name'], validationMessage.required());
      else if (name.length > NAME_MAX_LENGTH) issue(['name'], validationMessage.tooLong(NAME_MAX_LENGTH));
      const username = values.username.trim();
      if (username === '') issue(['username'], validationMessage.required());
      else if (username.length < USERNAME_MIN_LENGTH)
        issue(['username'], validationMessage.tooShort(USERNAME_MIN_LENGTH));
      else if (username.length > USERNAME_MAX_LENGTH)
        issue(['username'], validationMessage.tooLong(USERNAME_MAX_LENGTH));
      else if (!USERNAME_PATTERN.test(username)) issue(['username'], customerUserMessage.username);
      if (values.password.length > NEW_PASSWORD_MAX_LENGTH)
        issue(['password'], validationMessage.tooLong(NEW_PASSWORD_MAX_LENGTH));
      if (values.bio.length > BIO_MAX_LENGTH) issue(['bio'], validationMessage.tooLong(BIO_MAX_LENGTH));
      if (values.profileVideo.trim().length > PROFILE_VIDEO_MAX_LENGTH)
        issue(['profileVideo'], validationMessage.tooLong(PROFILE_VIDEO_MAX_LENGTH));
      // Passwords: a new one has at least 6 characters; on a change the old one is needed too; the repeat must match.
      if (mode === 'create' && values.password === '') issue(['password'], validationMessage.required());
      if (values.password !== '') {
        if (values.password.length < NEW_PASSWORD_MIN_LENGTH)
          issue(['password'], validationMessage.tooShort(NEW_PASSWORD_MIN_LENGTH));
        if (mode === 'update') {
          if (values.oldPassword === '') issue(['oldPassword'], validationMessage.required());
          else if (values.oldPassword.length < NEW_PASSWORD_MIN_LENGTH)
            issue(['oldPassword'], validationMessage.tooShort(NEW_PASSWORD_MIN_LENGTH));
          else if (values.oldPassword.length > OLD_PASSWORD_MAX_LENGTH)
            issue(['oldPassword'], validationMessage.tooLong(OLD_PASSWORD_MAX_LENGTH));
        }
        if (values.passwordRepeat === '') issue(['passwordRepeat'], validationMessage.required());
        else if (values.passwordRepeat !== values.password)
          issue(['passwordRepeat'], validationMessage.passwordsDiffer());
      } else if (values.passwordRepeat !== '') {
        issue(['password'], validationMessage.required());
      }
      values.emails.forEach((email, index) => {
        if (email.value.trim() === '') issue(['emails', index, 'value'], validationMessage.required());
        else if (!z.email().safeParse(email.value.trim()).success || email.value.trim().length > EMAIL_MAX_LENGTH)
          issue(['emails', index, 'value'], validationMessage.email());
      });
      values.phones.forEach((phone, index) => {
        if (phone.number.trim() === '' || phone.number.trim() === '+')
          issue(['phones', index, 'number'], validationMessage.required());
        else if (!toE164(phone.number, phoneCountryOf(phone)))
          issue(['phones', index, 'number'], validationMessage.phone());
      });
      if (values.birthDate !== '') {
        if (!isApiDate(values.birthDate)) issue(['birthDate'], validationMessage.date());
        else if (values.birthDate < range.min || values.birthDate > range.max)
          issue(['birthDate'], validationMessage.dateRange(formatDate(range.min), formatDate(range.max)));
      }
      if (values.identityNumber !== '') {
        if (!/^\d+$/.test(values.identityNumber)) issue(['identityNumber'], validationMessage.digitsOnly());
        else if (values.identityNumber.length < IDENTITY_NUMBER_LENGTH)
          issue(['identityNumber'], validationMessage.tooShort(IDENTITY_NUMBER_LENGTH));
        else if (values.identityNumber.length > IDENTITY_NUMBER_LENGTH)
          issue(['identityNumber'], validationMessage.tooLong(IDENTITY_NUMBER_LENGTH));
      }
      const video = values.profileVideo.trim();
      if (video !== '' && !isHttpsUrl(video)) issue(['profileVideo'], validationMessage.url());
      // A video of the two services, their short links included: the rule the server checks (src/lib/video-link.ts).
      else if (video !== '' && 'problem' in parseVideoLink(video))
        issue(['profileVideo'], customerUserMessage.profileVideo);
      if (values.image && !values.image.type.startsWith('image/')) issue(['image'], customerUserMessage.imageType);
    });
}

/** The form's resolver for `mode`, with the portal's messages. */
export function customerUserResolver(mode: FormMode) {
  return zodResolver(customerUserSchema(mode), { error: formErrorMap() });
}
