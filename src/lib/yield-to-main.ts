/** Lets the browser handle input and paint before the next piece of work. */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
