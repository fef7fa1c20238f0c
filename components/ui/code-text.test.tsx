/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { CodeTermNote, CodeText, codeTermsOf } from './code-text';

describe('CodeText', () => {
  it('writes a code label for readers and explains its abbreviations', () => {
    const { container } = render(
      <p>
        <CodeText label="Rsw + is" />
      </p>,
    );
    expect(container).toHaveTextContent('RSW + is');
    expect(container.querySelector('abbr')).toHaveAttribute(
      'title',
      expect.stringMatching(/^nedkjølt sjøvann/),
    );
  });

  it('capitalises a lower-case label and shows a dash for none', () => {
    expect(render(<CodeText label="tank / båt" />).container).toHaveTextContent('Tank / båt');
    expect(render(<CodeText label={null} />).container).toHaveTextContent('–');
  });
});

describe('CodeTermNote', () => {
  it('explains each abbreviation found once, and is absent without any', () => {
    const terms = codeTermsOf(['Rsw', 'Rfw og syre', null, 'Rsw + is', 'Iset']);
    expect(terms).toEqual(['RSW', 'RFW']);
    const { container } = render(<CodeTermNote terms={terms} lead="Konservering:" />);
    expect(container).toHaveTextContent(
      /^Konservering: RSW – nedkjølt sjøvann.*\. RFW – nedkjølt ferskvann.*\.$/,
    );
    expect(render(<CodeTermNote terms={[]} />).container).toBeEmptyDOMElement();
  });
});
