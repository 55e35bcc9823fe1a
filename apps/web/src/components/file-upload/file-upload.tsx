/**
 * Choosing documents to upload: drag and drop or a file picker, and the list of what was chosen —
 * name, size, and beside each file whether it can be sent or what to do about it — with remove and
 * replace, before anything is sent. Presentational: the files and their checks come in as props
 * (see use-chosen-files.ts), so identity and conditions uploads can reuse it.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/dropzone/styles.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { formatFileSize, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES_DEFAULT } from '@heloc/core';
import { useId, useRef, type ReactNode } from 'react';

export interface ChosenFile {
  readonly id: string;
  readonly file: File;
  /** Still being read and checked. */
  readonly checking: boolean;
  /** What is wrong with it and how to fix it; null when it can be sent. */
  readonly problem: string | null;
}

export interface FileUploadProps {
  /** What to drop here, e.g. 'Your paystubs'. */
  readonly label: string;
  readonly chosen: readonly ChosenFile[];
  readonly onAdd: (files: File[]) => void;
  readonly onRemove: (id: string) => void;
  readonly onReplace: (id: string, file: File) => void;
  readonly disabled?: boolean;
  readonly maxBytes?: number;
}

export function FileUpload({
  label,
  chosen,
  onAdd,
  onRemove,
  onReplace,
  disabled,
  maxBytes = UPLOAD_MAX_BYTES_DEFAULT,
}: FileUploadProps) {
  const labelId = useId();
  const openRef = useRef<() => void>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | null>(null);

  return (
    <Stack gap="sm">
      {/* No `accept` or size limit for the drop itself: every file reaches checkFile, which says
          what is wrong in the same words as the server, instead of being dropped silently. */}
      <Dropzone
        role="group"
        aria-labelledby={labelId}
        openRef={openRef}
        onDrop={onAdd}
        onReject={(rejections) => onAdd(rejections.map((r) => r.file))}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        disabled={disabled}
        name="file"
        inputProps={{ accept: UPLOAD_ACCEPT }}
        p="lg"
      >
        <Stack align="center" gap={6}>
          <Text id={labelId} fw={600}>
            {label}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            Drag PDF, JPG or PNG files here, up to {formatFileSize(maxBytes).replace('.0 ', ' ')} each, or
          </Text>
          <Button variant="outline" onClick={() => openRef.current?.()} disabled={disabled}>
            Choose files
          </Button>
        </Stack>
      </Dropzone>
      <input
        ref={replaceInput}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label="Replacement file"
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file && replacing.current) onReplace(replacing.current, file);
          event.currentTarget.value = '';
        }}
      />
      {/* Always in the page, so a screen reader hears the first file arrive as well as the next. */}
      <div aria-live="polite">
        {chosen.length > 0 ? (
          <Stack component="ul" aria-label="Chosen files" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {chosen.map((c) => (
              <FileRow
                key={c.id}
                component="li"
                problem={Boolean(c.problem)}
                name={c.file.name}
                detail={formatFileSize(c.file.size)}
                actions={
                  <>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-label={`Replace ${c.file.name}`}
                      disabled={disabled}
                      onClick={() => {
                        replacing.current = c.id;
                        replaceInput.current?.click();
                      }}
                    >
                      Replace
                    </Button>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-label={`Remove ${c.file.name}`}
                      disabled={disabled}
                      onClick={() => onRemove(c.id)}
                    >
                      Remove
                    </Button>
                  </>
                }
                status={
                  c.checking ? (
                    <Text size="sm" mt={4}>
                      Checking the file…
                    </Text>
                  ) : c.problem ? (
                    <Text size="sm" mt={4} c="red.9" fw={500}>
                      {c.problem}
                    </Text>
                  ) : (
                    <Text size="sm" mt={4}>
                      Ready to upload
                    </Text>
                  )
                }
              />
            ))}
          </Stack>
        ) : (
          // The first file's row takes this slot, the same height, so choosing a file (the file
          // chooser's answer is no input the browser counts) moves nothing below it (issue 27).
          <FileRow
            component="div"
            empty
            name="No file chosen yet"
            detail="PDF, JPG or PNG"
            actions={
              <div
                aria-hidden="true"
                style={{ visibility: 'hidden', display: 'flex', gap: 'var(--mantine-spacing-xs)' }}
              >
                <Button variant="subtle" size="compact-sm" tabIndex={-1}>
                  Replace
                </Button>
                <Button variant="subtle" size="compact-sm" tabIndex={-1}>
                  Remove
                </Button>
              </div>
            }
            status={
              <Text size="sm" mt={4} c="dimmed">
                Nothing is sent until you upload.
              </Text>
            }
          />
        )}
      </div>
    </Stack>
  );
}

/**
 * One chosen file, or the empty slot the first one takes: name, size, its actions beside (below,
 * on a phone) and its check. Both are laid out here so they are always the same height.
 */
function FileRow({
  component,
  empty = false,
  problem = false,
  name,
  detail,
  actions,
  status,
}: {
  readonly component: 'li' | 'div';
  readonly empty?: boolean;
  readonly problem?: boolean;
  readonly name: string;
  readonly detail: string;
  readonly actions: ReactNode;
  readonly status: ReactNode;
}) {
  return (
    <Paper
      component={component}
      withBorder
      p="sm"
      style={
        problem
          ? { borderColor: 'var(--mantine-color-red-9)', borderWidth: 2 }
          : empty
            ? { borderStyle: 'dashed' }
            : undefined
      }
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600} c={empty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </div>
        <Group gap="xs">{actions}</Group>
      </Group>
      {status}
    </Paper>
  );
}
