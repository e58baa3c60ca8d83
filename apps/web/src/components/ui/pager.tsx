// The pager is part of the list kit (components/list); this path stays for the kit catalogue.
export { Pager } from '../list/pager.tsx';
