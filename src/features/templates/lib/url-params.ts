// The URL state of the templates pages (src/lib/search-params.ts): read by the pages and their loaders alike.
import { defineSearchParams, searchParam } from '@/lib/search-params';

/** /templates/mail-templates: the search (`?q=`) and the open form (`?edit=new` or a template's id). */
export const mailTemplateParams = defineSearchParams({ q: searchParam.string(), edit: searchParam.string() });

/** /templates/signatures: the user whose signatures are shown (`?user=<id>`, the team page links here); none is "mine". */
export const signatureParams = defineSearchParams({ user: searchParam.optionalId() });
