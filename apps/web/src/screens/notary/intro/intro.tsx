/**
 * notary/intro: how the deed gets notarised. eNotary (remote online notarization: a live video
 * session with a commissioned notary) or a notary at the door for a fee; in attorney states, the
 * attorney's review first; once chosen, starting the session or the booked appointment with change
 * and cancel. The core's notaryIntroView decides which of these the borrower sees.
 */
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ATTORNEY_REVIEW_TEXT,
  formatCurrency,
  formatNotaryTime,
  type CoSignerVisit,
  type NotaryIntroView,
} from '@heloc/core';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error/form-error';

export interface NotaryIntroProps {
  readonly view: NotaryIntroView;
  /** The property's address, one line: where the notary comes unless another was given. */
  readonly propertyAddress: string;
  /** Where the booked notary comes (one line), when it is not the property. */
  readonly signingAddress?: string | null;
  readonly scheduleHref: string;
  readonly changeHref: string;
  readonly supportHref?: string | null;
  readonly submitting?: boolean;
  readonly error?: string | null;
  readonly onChooseEnotary: () => void;
  readonly onStartSession: () => void;
  readonly onCancelAppointment: () => void;
  /** Sandbox only: report that the in-person notary came and the deed was signed. */
  readonly onNotaryVisited: () => void;
  /**
   * The visits each co-signer who signed books for themself (core `coSignerVisits`; decision 089,
   * amendment 4): who, and when and where, or that they have not booked yet.
   */
  readonly coSigners?: readonly CoSignerVisit[];
}

function CoSignerVisits({ visits }: { visits: readonly CoSignerVisit[] }) {
  if (visits.length === 0) return null;
  const many = visits.length > 1;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="notary-cosigners">
      <Title order={2} size="h4" id="notary-cosigners">
        {many ? 'Your co-signers’ notary visits' : 'Your co-signer’s notary visit'}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Each person on the title who signs the deed books their own visit in their signer area.
      </Text>
      <List mt="xs" spacing={4}>
        {visits.map((v, i) => (
          // Two co-signers may share a name: the place in the list (the invitations' order) tells them apart.
          <List.Item key={`${i}-${v.who}`}>
            <strong>{v.who}:</strong> {v.slot ? `${v.when}, ${v.where ?? ''}` : v.when}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

function ReadyList() {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="notary-ready">
      <Title order={2} size="h4" id="notary-ready">
        What to have ready
      </Title>
      <List mt="xs" spacing={4}>
        <List.Item>Your government-issued photo ID (the one you uploaded)</List.Item>
        <List.Item>A computer or phone with a camera and microphone (eNotary)</List.Item>
        <List.Item>A quiet, private room with good light</List.Item>
        <List.Item>Every person on the property’s title, present for the whole session</List.Item>
      </List>
    </Paper>
  );
}

function AttorneyNote({ during }: { during: boolean }) {
  return (
    <Alert
      variant="light"
      color="blue"
      title={during ? 'An attorney is reviewing your deed' : 'Your state requires attorney review'}
    >
      {ATTORNEY_REVIEW_TEXT}
    </Alert>
  );
}

export function NotaryIntro(props: NotaryIntroProps) {
  const { view, propertyAddress, signingAddress, submitting, error } = props;
  const fee = formatCurrency(view.manualFee);
  if (view.mode === 'attorneyReview') {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          Attorney review
        </Title>
        <AttorneyNote during />
        <Text>
          Next, you choose how to have the deed notarized: by eNotary on a video call, or by a notary who comes to you (
          {fee}).
        </Text>
        <CoSignerVisits visits={props.coSigners ?? []} />
        <ReadyList />
      </Stack>
    );
  }
  if (view.mode === 'manualBooked' && view.reservation) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          Your notary appointment is booked
        </Title>
        <Paper withBorder p="md" component="section" aria-label="Your appointment">
          <Stack gap={4}>
            <Text fw={700}>{formatNotaryTime(view.reservation, view.zone)}</Text>
            <Text>{signingAddress || propertyAddress}</Text>
            <Text size="sm" c="dimmed">
              {view.inPersonAt === 'office'
                ? 'You sign your deed before a notary at this office. '
                : 'A commissioned notary comes to this address with your printed deed. '}
              The visit takes about an hour. The {fee} fee is paid by you, with your closing costs.
            </Text>
          </Stack>
        </Paper>
        <CoSignerVisits visits={props.coSigners ?? []} />
        <ReadyList />
        <FormError message={error} />
        <Group>
          <Button component={Link} to={props.changeHref} variant="default">
            Change time
          </Button>
          <Button variant="default" color="red" loading={submitting} onClick={props.onCancelAppointment}>
            Cancel appointment
          </Button>
        </Group>
        <Paper withBorder p="md" component="section" aria-label="Sandbox">
          <Group gap="xs">
            <Badge color="gray" variant="outline">
              Sandbox
            </Badge>
            <Text size="sm">In the sandbox, no notary visits. Report the visit to continue.</Text>
          </Group>
          <Button mt="sm" size="sm" variant="light" loading={submitting} onClick={props.onNotaryVisited}>
            The notary visited and I signed
          </Button>
        </Paper>
      </Stack>
    );
  }
  if (view.mode === 'enotary') {
    return (
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Your eNotary session
          </Title>
          <Text c="dimmed" mt={4}>
            A live video call of about 15 minutes with a commissioned notary, who watches you sign your deed and seals
            it.
          </Text>
        </div>
        <CoSignerVisits visits={props.coSigners ?? []} />
        <ReadyList />
        <FormError message={error} />
        <Group>
          <Button loading={submitting} onClick={props.onStartSession}>
            Start your session
          </Button>
          <Anchor component={Link} to={props.scheduleHref}>
            Schedule an in-person notary instead
          </Anchor>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Get your deed notarized
        </Title>
        <Text c="dimmed" mt={4}>
          A notary must witness your signature on the deed (the mortgage) that secures your line. Choose how.
        </Text>
      </div>
      {view.attorneyState && <AttorneyNote during={false} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="md" component="section" aria-labelledby="notary-enotary">
          <Stack gap="xs" h="100%">
            <Group gap="xs">
              <Title order={2} size="h4" id="notary-enotary">
                eNotary
              </Title>
              {view.ronAvailable && <Badge variant="light">No fee</Badge>}
            </Group>
            <Text size="sm">
              A live video session with a commissioned notary, about 15 minutes, from home, any day. You need a camera
              and a microphone.
            </Text>
            {view.ronAvailable ? (
              <Button mt="auto" loading={submitting} onClick={props.onChooseEnotary}>
                Choose eNotary
              </Button>
            ) : (
              <Text size="sm">
                <strong>Not available for a property in your state: your deed must be notarized in person.</strong>{' '}
                {view.closingWhy}
              </Text>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="notary-in-person">
          <Stack gap="xs" h="100%">
            <Group gap="xs">
              <Title order={2} size="h4" id="notary-in-person">
                In-person notary
              </Title>
              <Badge variant="light" color="gray">
                {fee} fee
              </Badge>
            </Group>
            <Text size="sm">
              {view.inPersonAt === 'office'
                ? 'You sign with a notary at the office of a title company, an attorney or the lender, at a time you book, Monday to Saturday, 8 AM to 7 PM: you choose the office when you book.'
                : `A notary comes to ${propertyAddress || 'your home'} (or an address you choose) at a time you book, Monday to Saturday, 8 AM to 7 PM.`}{' '}
              The {fee} fee is paid by you, with your closing costs.
            </Text>
            <Button
              mt="auto"
              variant={view.ronAvailable ? 'default' : 'filled'}
              component={Link}
              to={props.scheduleHref}
            >
              Schedule an in-person notary
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
      <FormError message={error} />
      <CoSignerVisits visits={props.coSigners ?? []} />
      <ReadyList />
      {props.supportHref && (
        <Anchor component={Link} to={props.supportHref}>
          Questions about signing? Get help
        </Anchor>
      )}
    </Stack>
  );
}
