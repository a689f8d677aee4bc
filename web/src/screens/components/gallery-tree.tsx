// The tree in the gallery: filter, check boxes and drag and drop among siblings.
import { useState } from 'react';
import { Text } from '@mantine/core';
import { DraggableTree } from '../../components/tree/draggable-tree';
import type { TTreeNode } from '../../components/tree/tree-node';
import type { TGalleryState } from './gallery-section';
import { SAMPLE_TREE } from './gallery-samples';

export function GalleryTree(props: { state: TGalleryState }) {
  const [data, setData] = useState<readonly TTreeNode[]>(SAMPLE_TREE);
  const [checked, setChecked] = useState<string[]>(['it']);
  return (
    <>
      <DraggableTree
        data={props.state === 'filled' ? data : []}
        filterable
        checkable
        checked={checked}
        onCheckedChange={setChecked}
        onDataChange={setData}
      />
      <Text size="xs" c="dimmed" data-testid="gallery-tree-checked">
        {checked.join(', ')}
      </Text>
    </>
  );
}
