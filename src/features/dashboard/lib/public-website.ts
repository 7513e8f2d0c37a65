// The public website's address lives in src/lib so the dashboard, the shell and the To-do page share it; this
// module stays the dashboard's seam that tests replace.
export { leavePortal, PUBLIC_WEBSITE_URL, publicWebsiteUrl } from '@/lib/public-website';
