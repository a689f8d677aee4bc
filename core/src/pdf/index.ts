// Filled by its issue; see the architecture's list of core areas.
export {};
