/**
 * The accounts come from the application (`assetDepletion.accounts`, projected by the server once a
 * link is exchanged). "Continue to offers" goes to the application: the state moved on after the
 * assets step, and the root routes by it.
 */
import { appScreenUrl, type LinkedAssetAccount } from '@heloc/core';
import { useNavigate } from 'react-router';
import { useJourney } from '../../../features/journey/journey-context';
import { useStartLink } from '../../../features/linking/use-start-link';
import { ProductAssets } from './assets';

export function ProductAssetsRoute() {
  const { uuid, application } = useJourney();
  const navigate = useNavigate();
  const accounts =
    (application.assetDepletion as { accounts?: LinkedAssetAccount[] } | null | undefined)?.accounts ?? [];
  const link = useStartLink('product/assets');
  return (
    <ProductAssets
      accounts={accounts}
      submitting={link.starting}
      error={link.error}
      onLink={() => link.start({ purpose: 'assets' })}
      onContinue={() => void navigate(appScreenUrl(uuid, ''))}
    />
  );
}

export const Component = ProductAssetsRoute;
