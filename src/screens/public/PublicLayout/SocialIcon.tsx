/** The three platforms of the footer's Connect With Us block. */
export type SocialName = 'Instagram' | 'Facebook' | 'LinkedIn';

const PATHS: Record<SocialName, string> = {
  Instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm5.5-3a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  Facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z',
  LinkedIn:
    'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2 9h4v12H2zM9 9h4v1.7A4.5 4.5 0 0 1 22 13v8h-4v-7a2 2 0 0 0-4 0v7H9z',
};

/** A platform's mark, decorative (the link carries the name). */
export function SocialIcon({ name }: { name: SocialName }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}
