// A node of the portal's tree (organisations, contact groups, template folders…).
export interface TTreeNode {
  id: string;
  /** Already in the user's language. */
  label: string;
  children?: readonly TTreeNode[];
}
