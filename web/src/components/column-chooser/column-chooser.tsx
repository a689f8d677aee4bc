// A table's column chooser (spec items F-column-…, F-session-table-columns): not every column the
// spec lists fits on a screen, so a button opens a check box per column; the table shows the
// checked ones, in the table's own order. At least one column stays checked.
import { Button, Checkbox, Popover, Stack } from '@mantine/core';

export interface TChoosableColumn {
  key: string;
  title: string;
}

export function ColumnChooser(props: {
  label: string;
  columns: readonly TChoosableColumn[];
  visible: readonly string[];
  onChange: (visible: string[]) => void;
}) {
  const { label, columns, visible, onChange } = props;
  function toggle(key: string, checked: boolean) {
    const next = columns.map((column) => column.key).filter((k) => (k === key ? checked : visible.includes(k)));
    if (next.length > 0) onChange(next);
  }
  return (
    <Popover position="bottom-end" shadow="md" withinPortal={false}>
      <Popover.Target>
        <Button variant="default" size="xs" data-testid="column-chooser">
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} role="group" aria-label={label}>
          {columns.map((column) => (
            <Checkbox
              key={column.key}
              label={column.title}
              checked={visible.includes(column.key)}
              onChange={(event) => toggle(column.key, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
