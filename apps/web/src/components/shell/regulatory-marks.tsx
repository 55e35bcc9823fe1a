/**
 * The footer's regulatory marks as drawn logos (inline SVG, no image requests): the equal-housing
 * house by footerImage, and the credit-union regulator's seal. The name is always written beside
 * the mark, so the drawing itself is decorative to screen readers.
 */
export function EqualHousingMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <path
        d="M14 2 L26 12 H23 V26 H5 V12 H2 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="9" y="14" width="10" height="2.6" fill="currentColor" />
      <rect x="9" y="19" width="10" height="2.6" fill="currentColor" />
    </svg>
  );
}

export function CreditUnionRegulatorMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="12.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="14" cy="14" r="9.5" fill="none" stroke="currentColor" strokeWidth="0.8" />
      <text
        x="14"
        y="16.8"
        textAnchor="middle"
        fontSize="7.2"
        fontWeight="700"
        fill="currentColor"
        fontFamily="sans-serif"
      >
        NCUA
      </text>
    </svg>
  );
}
