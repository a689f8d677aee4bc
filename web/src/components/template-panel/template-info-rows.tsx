// Label/value rows of the template panel: a value is a text, or a list of named items (e.g. the
// signatories of a role) shown as badges with their type.
import { Badge, Group, Table, Text } from '@mantine/core';
import type { TTemplateInfoRow } from '@ecsign/core/model';

export function TemplateInfoRows(props: { rows: readonly TTemplateInfoRow[] }) {
  if (props.rows.length === 0) return null;
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {props.rows.map((row, index) => (
          <Table.Tr key={`${row.labelName}-${index}`}>
            <Table.Th w={160}>{row.labelName}</Table.Th>
            <Table.Td>
              {typeof row.labelVal === 'string' ? (
                <Text size="sm">{row.labelVal}</Text>
              ) : (
                <Group gap={6}>
                  {row.labelVal.map((item, itemIndex) => (
                    <Badge key={`${item.name}-${itemIndex}`} variant="light" title={item.type}>
                      {item.name} · {item.type}
                    </Badge>
                  ))}
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
