import type { Ref } from 'react';

/**
 * The file input of an upload area (the gallery's upload panel, the application wizard's photos): hidden, labelled for
 * screen readers, opened by the area's own button and by drag and drop. The chosen files go to `onFiles` and the
 * input is emptied, so the same file can be chosen again.
 */
export function HiddenFileInput({
  id,
  label,
  inputRef,
  accept,
  disabled,
  describedBy,
  invalid,
  onFiles,
}: {
  id: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
  accept: string | undefined;
  disabled: boolean;
  describedBy: string | undefined;
  invalid?: boolean | undefined;
  onFiles: (files: File[]) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
