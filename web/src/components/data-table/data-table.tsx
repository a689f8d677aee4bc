// Kept only so that the HR batch screen (owned by another change) still compiles: the short lists'
// table is StateTable now. Switch that import to paged-table/state-table and delete this folder.
export { StateTable as DataTable } from '../paged-table/state-table';
