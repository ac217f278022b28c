// Placeholder until the in-memory store lands: the Storybook preview resets it before each story.
export function resetMockDb(): void {}
