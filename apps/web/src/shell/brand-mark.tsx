import { LogoMark } from '../ui/logo-mark.tsx';

/** The organisation's logo at a mark's size, or the product's own mark when it has none. */
export function BrandMark({ logo, size }: { logo: string | null; size: number }) {
  if (!logo) return <LogoMark size={size} />;
  // Decorative: the link around it carries the organisation's name.
  return <img src={logo} alt="" height={size} style={{ maxWidth: size * 3, objectFit: 'contain' }} />;
}
