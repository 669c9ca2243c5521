/** Small inline flags for the language switcher (no extra requests, crisp at any size). */
export const FlagDe = () => (
  <svg width="20" height="14" viewBox="0 0 5 3" aria-hidden="true" focusable="false">
    <rect width="5" height="1" y="0" fill="#000" />
    <rect width="5" height="1" y="1" fill="#dd0000" />
    <rect width="5" height="1" y="2" fill="#ffce00" />
  </svg>
);

export const FlagEn = () => (
  <svg width="20" height="14" viewBox="0 0 60 30" aria-hidden="true" focusable="false">
    <clipPath id="flag-en-clip">
      <path d="M0,0 v30 h60 v-30 z" />
    </clipPath>
    <g clipPath="url(#flag-en-clip)">
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </g>
  </svg>
);

export const FLAGS = { de: FlagDe, en: FlagEn } as const;
