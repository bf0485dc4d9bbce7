// Lawyer Up: the game value and what bots and tools use from it.
export {};
