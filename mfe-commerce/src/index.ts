// Standalone development entry; the async import is the boundary Module Federation needs before shared modules.
import('./bootstrap.tsx');
