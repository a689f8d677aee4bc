// Spec items this file exercises (docs/spec-items.md): R-part-tree.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/render-with-providers';
import { DraggableTree } from './draggable-tree';
import type { TTreeNode } from './tree-node';

const TREE: TTreeNode[] = [
  {
    id: 'hq',
    label: '总部',
    children: [
      { id: 'hr', label: '人事部', children: [{ id: 'hr1', label: '招聘组' }] },
      { id: 'it', label: '信息部' },
      { id: 'fin', label: '财务部' },
    ],
  },
  { id: 'branch', label: '分公司', children: [{ id: 'sales', label: '销售部' }] },
];

function Harness(props: { onDataChange?: (data: readonly TTreeNode[]) => void; onChecked?: (ids: string[]) => void }) {
  const [data, setData] = useState<readonly TTreeNode[]>(TREE);
  const [checked, setChecked] = useState<string[]>([]);
  return (
    <DraggableTree
      data={data}
      filterable
      checkable
      checked={checked}
      onCheckedChange={(ids) => {
        setChecked(ids);
        props.onChecked?.(ids);
      }}
      onDataChange={(next) => {
        setData(next);
        props.onDataChange?.(next);
      }}
    />
  );
}

const labels = () => screen.getAllByRole('treeitem').map((item) => item.getAttribute('aria-label'));
const row = (id: string) => screen.getByTestId(`tree-row-${id}`);

function drag(fromId: string, toId: string) {
  fireEvent.dragStart(row(fromId));
  fireEvent.dragOver(row(toId));
  fireEvent.drop(row(toId));
  fireEvent.dragEnd(row(fromId));
}

describe('DraggableTree', () => {
  it('shows every node, open, in tree order', () => {
    renderWithProviders(<Harness />);
    expect(labels()).toEqual(['总部', '人事部', '招聘组', '信息部', '财务部', '分公司', '销售部']);
  });

  it('filters by text, keeping the path to each match', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: '输入关键字进行过滤' }), '招聘');
    expect(labels()).toEqual(['总部', '人事部', '招聘组']);
    await user.clear(screen.getByRole('textbox', { name: '输入关键字进行过滤' }));
    await user.type(screen.getByRole('textbox', { name: '输入关键字进行过滤' }), '没有');
    expect(screen.getByRole('tree').textContent).toBe('暂无数据');
  });

  it('collapses and expands a node', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '收起 总部' }));
    expect(labels()).toEqual(['总部', '分公司', '销售部']);
    await user.click(screen.getByRole('button', { name: '展开 总部' }));
    expect(labels()).toHaveLength(7);
  });

  it('checks a node with everything below it, and half-checks its parent', async () => {
    const onChecked = vi.fn();
    const { user } = renderWithProviders(<Harness onChecked={onChecked} />);
    const tree = screen.getByRole('tree');
    await user.click(within(tree).getByRole('checkbox', { name: '人事部' }));
    expect(onChecked).toHaveBeenLastCalledWith(['hr', 'hr1']);
    expect(within(tree).getByRole('checkbox', { name: '招聘组' })).toHaveProperty('checked', true);
    expect(within(tree).getByRole('checkbox', { name: '总部' })).toHaveProperty('indeterminate', true);
    await user.click(within(tree).getByRole('checkbox', { name: '信息部' }));
    await user.click(within(tree).getByRole('checkbox', { name: '财务部' }));
    expect(onChecked).toHaveBeenLastCalledWith(['hq', 'hr', 'hr1', 'it', 'fin']);
    expect(within(tree).getByRole('checkbox', { name: '总部' })).toHaveProperty('checked', true);
  });

  it('checks the whole node even while a filter hides some of its leaves', async () => {
    const onChecked = vi.fn();
    const { user } = renderWithProviders(<Harness onChecked={onChecked} />);
    await user.type(screen.getByRole('textbox', { name: '输入关键字进行过滤' }), '人事');
    await user.click(screen.getByRole('checkbox', { name: '人事部' }));
    expect(onChecked).toHaveBeenLastCalledWith(['hr', 'hr1']);
  });

  it('moves a node among its siblings by drag and drop', () => {
    const onDataChange = vi.fn();
    renderWithProviders(<Harness onDataChange={onDataChange} />);
    drag('hr', 'fin');
    expect(onDataChange).toHaveBeenCalledOnce();
    expect(labels()).toEqual(['总部', '信息部', '财务部', '人事部', '招聘组', '分公司', '销售部']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a drop onto a node with a different parent and says why', () => {
    const onDataChange = vi.fn();
    renderWithProviders(<Harness onDataChange={onDataChange} />);
    fireEvent.dragStart(row('it'));
    const over = fireEvent.dragOver(row('sales'));
    // dragover not cancelled: the browser will not allow a drop here.
    expect(over).toBe(true);
    expect(row('sales').getAttribute('data-drop')).toBe('refused');
    fireEvent.drop(row('sales'));
    fireEvent.dragEnd(row('it'));
    expect(onDataChange).not.toHaveBeenCalled();
    expect(labels()).toEqual(['总部', '人事部', '招聘组', '信息部', '财务部', '分公司', '销售部']);
    expect(screen.getByRole('alert').textContent).toBe('只能在同级节点之间拖动');
  });

  it('allows a drop among siblings: dragover is cancelled', () => {
    renderWithProviders(<Harness />);
    fireEvent.dragStart(row('it'));
    expect(fireEvent.dragOver(row('fin'))).toBe(false);
    expect(row('fin').getAttribute('data-drop')).toBe('allowed');
  });

  it('shows the refusal when the browser ends a drag over a refused node without a drop', () => {
    renderWithProviders(<Harness />);
    fireEvent.dragStart(row('sales'));
    fireEvent.dragOver(row('hq'));
    fireEvent.dragEnd(row('sales'));
    expect(screen.getByRole('alert').textContent).toBe('只能在同级节点之间拖动');
  });

  it('is not draggable without onDataChange', () => {
    renderWithProviders(<DraggableTree data={TREE} />);
    expect(row('hq').getAttribute('draggable')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
