/**
 * "Why We Need Your Location" (shared-surfaces §8 Geolocation): the explanation comes first, and the
 * browser's own prompt only when the borrower presses "Share my location". Shared, refused or
 * impossible, the screen says so and signing goes on (decision 060).
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { LOCATION_TEXTS, type LocationAsk, type SigningLocation } from '@heloc/core';

export interface LocationNoticeProps {
  readonly ask: LocationAsk;
  readonly location: SigningLocation | null;
  readonly onShare: () => void;
}

export function LocationNotice({ ask, location, onShare }: LocationNoticeProps) {
  if (ask === 'shared' && location) {
    return (
      <Alert color="green" title={LOCATION_TEXTS.title} role="status">
        <Text size="sm">{LOCATION_TEXTS.shared(location)}</Text>
      </Alert>
    );
  }
  const refused = ask === 'refused';
  return (
    <Alert
      color={refused || ask === 'unavailable' ? 'yellow' : 'blue'}
      title={LOCATION_TEXTS.title}
      role="region"
      aria-label={LOCATION_TEXTS.title}
    >
      <Stack gap="xs">
        <Text size="sm">{LOCATION_TEXTS.body}</Text>
        {ask === 'unavailable' ? (
          <Text size="sm">{LOCATION_TEXTS.unavailable}</Text>
        ) : (
          <>
            <Text size="sm" role={refused ? 'status' : undefined}>
              {refused ? LOCATION_TEXTS.refused : LOCATION_TEXTS.how}
            </Text>
            <Button
              variant="default"
              size="xs"
              onClick={onShare}
              loading={ask === 'asking'}
              style={{ alignSelf: 'flex-start' }}
            >
              {refused ? LOCATION_TEXTS.tryAgain : LOCATION_TEXTS.share}
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}
