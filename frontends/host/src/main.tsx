// The async boundary gives the federation runtime a chance to set up shared modules before
// React is imported.
import('./bootstrap');
