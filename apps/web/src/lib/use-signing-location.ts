/**
 * The signer's location for the signing and notary screens (decision 060): nothing is asked until
 * the borrower, having read why, presses the button; then the browser asks once. A refusal (or a
 * browser without location) is a state the screen words — signing goes on without it.
 */
import {
  GEOLOCATION_MAX_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  signingLocationFrom,
  type LocationAsk,
  type SigningLocation,
} from '@heloc/core';
import { useState } from 'react';

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

export function useSigningLocation(): { ask: LocationAsk; location: SigningLocation | null; share: () => void } {
  const [ask, setAsk] = useState<LocationAsk>(() => (hasGeolocation() ? 'ask' : 'unavailable'));
  const [location, setLocation] = useState<SigningLocation | null>(null);
  const share = () => {
    if (!hasGeolocation()) return setAsk('unavailable');
    setAsk('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocation(signingLocationFrom(position.coords));
        setAsk('shared');
      },
      // Denied, timed out or no fix: not shared; the borrower may try again or sign without it.
      () => setAsk('refused'),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS },
    );
  };
  return { ask, location, share };
}
