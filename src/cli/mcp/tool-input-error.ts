/**
 * An argument the agent passed that names nothing (an unknown project, task or section). The tool
 * answers it as a tool error, so the agent reads the message and tries again with a better argument.
 */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}
