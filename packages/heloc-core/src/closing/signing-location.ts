/**
 * The signer's location when signing electronically (shared-surfaces §8 Geolocation: "Why We Need
 * Your Location" — location is needed to confirm identity when signing electronically; decision
 * 060). Asked on the signing and notary screens, after the explanation, never before; a refusal
 * never blocks signing. What is kept is coarse (about 11 m) and goes only into the signed
 * documents' audit record.
 */
import * as v from 'valibot';

/** How long the browser may take to answer, and how old a position it may reuse. */
export const GEOLOCATION_TIMEOUT_MS = 15_000;
export const GEOLOCATION_MAX_AGE_MS = 60_000;

export const signingLocationSchema = v.object({
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  /** Metres, as the browser reports it (95% confidence radius). */
  accuracy: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)),
});
export type SigningLocation = v.InferOutput<typeof signingLocationSchema>;

/** A browser position, kept at 4 decimal places (about 11 m): enough to place the signer, no more. */
export function signingLocationFrom(coords: {
  latitude: number;
  longitude: number;
  accuracy: number;
}): SigningLocation {
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    latitude: round(coords.latitude),
    longitude: round(coords.longitude),
    accuracy: Math.max(0, Math.round(coords.accuracy)),
  };
}

/** As the audit page and the screen write it. */
export const formatSigningLocation = (l: SigningLocation): string =>
  `${l.latitude.toFixed(4)}, ${l.longitude.toFixed(4)} (within ${l.accuracy} m)`;

/** Where the ask stands on a screen: not asked yet, the browser asking, shared, refused, or no location in this browser. */
export type LocationAsk = 'ask' | 'asking' | 'shared' | 'refused' | 'unavailable';

/** The words of each state (the title and first sentence are the spec's). */
export const LOCATION_TEXTS = {
  title: 'Why We Need Your Location',
  body: 'Your location is needed to confirm your identity when you sign electronically.',
  how: 'When you choose to share it, your browser asks you once. It is kept with the signed documents’ audit record, to about 10 metres, and used for nothing else.',
  share: 'Share my location',
  shared: (l: SigningLocation) =>
    `Location shared: ${formatSigningLocation(l)}. It will be recorded with your signature.`,
  refused:
    'Your location was not shared. You can still sign: your signature is recorded without it. To share it, allow location for this site in your browser’s settings, then try again.',
  unavailable: 'This browser cannot share a location. You can still sign: your signature is recorded without it.',
  tryAgain: 'Try again',
} as const;
