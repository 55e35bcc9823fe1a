/**
 * The Mantine theme from the organisation record: brand colours as ten-shade palettes,
 * autoContrast on, primary shade 7 (Mantine's default filled button fails contrast at shade 6).
 */
import {
  Anchor,
  createTheme,
  Loader,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineLoader,
} from '@mantine/core';

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
const hex = (rgb: [number, number, number]) => `#${rgb.map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`;
const parse = (color: string): [number, number, number] => {
  const m = /^#?([0-9a-f]{6})$/i.exec(color.trim());
  const n = parseInt(m?.[1] ?? '1f4e8c', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const mix = (a: [number, number, number], b: [number, number, number], t: number): [number, number, number] => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** Ten shades around the brand colour, the brand itself at index 7 (the primary shade). */
export function shadesOf(brand: string): MantineColorsTuple {
  const base = parse(brand);
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const lights = [0.92, 0.84, 0.7, 0.55, 0.4, 0.25, 0.12].map((t) => hex(mix(base, white, t)));
  return [
    ...lights,
    hex(base),
    hex(mix(base, black, 0.15)),
    hex(mix(base, black, 0.3)),
  ] as unknown as MantineColorsTuple;
}

/**
 * The organisation's loader animation (orgBrand.loader, shared-surfaces §2: it differs for a few
 * organisations) as one of Mantine's loaders; an unknown name is the default.
 */
const LOADERS: Record<string, MantineLoader> = { default: 'oval', pulse: 'dots', bars: 'bars' };
export const loaderFor = (loader: string | undefined): MantineLoader => LOADERS[loader ?? 'default'] ?? 'oval';

export function themeFor(brand: { primaryColor: string; secondaryColor: string; loader?: string }) {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 7,
    autoContrast: true,
    luminanceThreshold: 0.45,
    colors: { brand: shadesOf(brand.primaryColor), accent: shadesOf(brand.secondaryColor) },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Borrowers who ask their system for less motion get none (WCAG 2.3.3); the stories' browser asks
    // for it too, so axe checks a modal or menu once it is there, not half-faded mid-transition.
    respectReducedMotion: true,
    components: {
      // Links inside text must not rely on colour alone (WCAG 1.4.1).
      Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
      // Every loader of the app (overlays, buttons) in the organisation's animation.
      Loader: Loader.extend({ defaultProps: { type: loaderFor(brand.loader) } }),
    },
  });
}

/**
 * Text colours that meet WCAG 1.4.3 on white and on the light alert backgrounds: Mantine's dimmed
 * grey (3.3:1), error red (3.6:1) and light-variant text are too pale by default.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6368',
    '--mantine-color-error': '#b02525',
    '--mantine-color-red-light-color': '#9f1f1f',
    '--mantine-color-yellow-light-color': '#6b4700',
    '--mantine-color-orange-light-color': '#7a3a00',
    '--mantine-color-green-light-color': '#1e5e2b',
    '--mantine-color-brand-light-color': theme.colors.brand?.[9] ?? '#1f3a5f',
  },
  dark: {},
});
