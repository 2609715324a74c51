import { useId } from 'react';

type LogoMarkProps = { size?: number };

/** The Fieldhouse mark: a field-house roof over an "F". Decorative; pair it with the product name. */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  // Several marks can be on one page (nav and header), so gradient ids must not collide.
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1dc4e9" />
          <stop offset="1" stopColor="#0278b0" />
        </linearGradient>
      </defs>
      <path d="M16 2 30 12v15a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V12Z" fill={`url(#${gradientId})`} />
      <path d="M11 12h11v3.6h-7v2.6h6v3.6h-6V26h-4Z" fill="#fff" />
    </svg>
  );
}
