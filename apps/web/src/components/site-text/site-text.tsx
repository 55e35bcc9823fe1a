/**
 * One of the organisation's own texts (terms, privacy, licenses, electronic communications,
 * accessibility): plain paragraphs from its record, rendered as text — never HTML from data.
 */
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Loading } from '../loading/loading';

export interface SiteTextProps {
  readonly title: string;
  readonly companyName?: string;
  readonly paragraphs?: readonly string[];
  /** The organisation's own page for the full text (an allowlisted external host). */
  readonly externalUrl?: string | null;
  readonly loading?: boolean;
  readonly error?: string | null;
}

export function SiteText({ title, companyName, paragraphs = [], externalUrl, loading, error }: SiteTextProps) {
  return (
    <Stack gap="md" maw={760} mx="auto" py="xl" px="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {companyName && (
        <Text c="dimmed" size="sm">
          {companyName}
        </Text>
      )}
      {loading ? (
        <Loading label={`Loading the ${title}`} />
      ) : error ? (
        <Alert color="red" title="We could not load this page" role="alert">
          {error}
        </Alert>
      ) : (
        paragraphs.map((p) => <Text key={p}>{p}</Text>)
      )}
      {externalUrl && (
        <Text>
          <Anchor href={externalUrl} target="_blank" rel="noopener noreferrer">
            Read the full {title} on {companyName ?? 'our'} website (opens in a new tab)
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
