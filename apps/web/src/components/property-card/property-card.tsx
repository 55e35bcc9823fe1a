/** Property Details: the address, the property value (adjustedHomeAmount) and its condition. */
import '@mantine/core/styles/Paper.css';
import { Paper, Text, Title } from '@mantine/core';
import { formatAddress, formatCurrency, type Address } from '@heloc/core';

export interface PropertyCardProps {
  readonly address: Partial<Address> | null | undefined;
  readonly value?: number | null;
  readonly condition?: string | null;
}

const CONDITION: Record<string, string> = {
  POOR: 'Poor',
  FAIR: 'Fair',
  AVERAGE: 'Average',
  GOOD: 'Good',
  EXCELLENT: 'Excellent',
  NOT_AVAILABLE: 'Not available',
  UNKNOWN_CONDITION: 'Not assessed yet',
};

export function PropertyCard({ address, value, condition }: PropertyCardProps) {
  if (!address) return null;
  return (
    <Paper withBorder p="md" component="section" aria-label="Property Details">
      <Title order={2} size="h5" mb="xs">
        Property Details
      </Title>
      <Text size="sm">{formatAddress(address)}</Text>
      <Text size="sm" mt={6}>
        Property value: <strong>{value ? formatCurrency(value) : 'Being estimated'}</strong>
      </Text>
      <Text size="sm">
        Condition: <strong>{CONDITION[condition ?? 'UNKNOWN_CONDITION'] ?? condition}</strong>
      </Text>
    </Paper>
  );
}
