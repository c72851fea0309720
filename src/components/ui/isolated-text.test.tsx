import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FSI, PDI } from '@/lib/isolate';
import { IsolatedText } from './isolated-text';

describe('IsolatedText', () => {
  it('shows an isolated value in a <bdi>, without the marks', () => {
    const { container } = render(
      <p>
        <IsolatedText text={`مرحبًا، أنا ${FSI}Ana María${PDI}.`} />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>مرحبًا، أنا <bdi>Ana María</bdi>.</p>');
  });

  it('is the plain text, one node, where nothing is isolated', () => {
    const { container } = render(
      <p>
        <IsolatedText text="Hi, I'm Ana María" />
      </p>,
    );
    expect(container.innerHTML).toBe("<p>Hi, I'm Ana María</p>");
    expect(container.firstChild?.childNodes).toHaveLength(1);
  });
});
