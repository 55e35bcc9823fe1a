import { LOCATION_TEXTS } from '@heloc/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useSigningLocation } from '../../lib/use-signing-location';
import { LocationNotice } from './location-notice';

function Host() {
  const { ask, location, share } = useSigningLocation();
  return <LocationNotice ask={ask} location={location} onShare={share} />;
}
const stubGeolocation = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
afterEach(() => vi.unstubAllGlobals());

describe('LocationNotice with useSigningLocation (shared-surfaces §8 Geolocation)', () => {
  it('explains why first and asks the browser only when the borrower presses the button', async () => {
    const ask = vi.fn<Geolocation['getCurrentPosition']>((ok) =>
      ok({ coords: { latitude: 37.562993, longitude: -122.325525, accuracy: 19.6 } } as GeolocationPosition),
    );
    stubGeolocation(ask);
    renderWithProviders(<Host />);
    expect(screen.getByRole('region', { name: 'Why We Need Your Location' })).toBeVisible();
    expect(screen.getByText(LOCATION_TEXTS.body)).toBeVisible();
    expect(ask).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Location shared: 37\.5630, -122\.3255 \(within 20 m\)/)).toBeVisible();
  });

  it('a refusal is said, with a way to try again; signing is not blocked', async () => {
    stubGeolocation((_ok, fail) => fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    renderWithProviders(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await screen.findByText(LOCATION_TEXTS.refused)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('a browser without location says so and asks nothing', () => {
    renderWithProviders(<LocationNotice ask="unavailable" location={null} onShare={() => undefined} />);
    expect(screen.getByText(LOCATION_TEXTS.unavailable)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
