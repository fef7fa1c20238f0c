/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { StackedBarChart, type StackedBarChartProps } from './stacked-bar-chart';

const data = {
  categories: [
    { key: '2025-01', label: 'jan', fullLabel: 'januar 2025' },
    { key: '2025-02', label: 'feb', fullLabel: 'februar 2025' },
    { key: '2025-03', label: 'mar', fullLabel: 'mars 2025' },
  ],
  series: [
    { key: '1022', name: 'Torsk', values: [12_000, 30_000, 0] },
    { key: '1027', name: 'Hyse', values: [500, 0, 2_000] },
  ],
};

/** The chart of `data` with a plain title and summary, unless the test says otherwise. */
function renderChart(props: Partial<StackedBarChartProps> = {}) {
  return render(
    <StackedBarChart id="test" title="Vekt" summary="…" data={data} categoryHeading="Måned" {...props} />,
  );
}

describe('StackedBarChart', () => {
  it('is one image named by its title and summary, with a fixed viewBox', () => {
    const { container } = renderChart({ title: 'Rundvekt per måned', summary: 'Mest torsk i februar.' });
    const image = screen.getByRole('img', { name: /Rundvekt per måned/ });
    expect(image).toHaveAttribute('viewBox', '0 0 720 300');
    const labelledBy = image.getAttribute('aria-labelledby')!.split(' ');
    expect(labelledBy).toHaveLength(2);
    expect(container.querySelector(`#${labelledBy[1]}`)).toHaveTextContent('Mest torsk i februar.');
    expect(screen.getByRole('figure', { name: 'Rundvekt per måned' })).toBeInTheDocument();
  });

  it('draws one bar segment per non-zero value, each with a tooltip', () => {
    const { container } = renderChart();
    const rects = container.querySelectorAll('svg rect');
    expect(rects).toHaveLength(4);
    const tooltips = [...rects].map((rect) => rect.querySelector('title')?.textContent);
    expect(tooltips).toContain('februar 2025: Torsk 30,0 t');
    expect(tooltips).toContain('mars 2025: Hyse 2,0 t');
    // Taller value, taller bar.
    const height = (name: string) =>
      Number(
        [...rects]
          .find((rect) => rect.querySelector('title')?.textContent?.includes(name))!
          .getAttribute('height'),
      );
    expect(height('februar 2025: Torsk')).toBeGreaterThan(height('januar 2025: Torsk'));
  });

  it('has the numbers in a table, with totals, and credits the source', () => {
    renderChart();
    const table = screen.getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0])
        .getAllByRole('columnheader', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual(['Måned', 'Torsk', 'Hyse', 'Sum']);
    expect(
      within(rows[1])
        .getAllByRole('cell', { hidden: true })
        .map((c) => c.textContent),
    ).toEqual(['12,0 t', '0,5 t', '12,5 t']);
    expect(screen.getByText('Kilde: Fiskeridirektoratet')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Forklaring' })).toHaveTextContent('TorskHyse');
  });

  it('says so when there is nothing to draw', () => {
    const { container } = renderChart({
      summary: 'Ingen landinger.',
      data: { categories: data.categories, series: [] },
    });
    expect(container.querySelectorAll('svg rect')).toHaveLength(0);
    expect(container.querySelector('svg')).toHaveTextContent('Ingen landinger i perioden');
  });

  it('leaves the value axis room for its longest label at the phone font size', () => {
    const price = (value: number) => `${value.toFixed(1).replace('.', ',')} kr/kg`;
    const { container } = renderChart({
      formatValue: price,
      data: { ...data, series: [{ key: '1022', name: 'Torsk', values: [12.5, 30.2, 4] }] },
    });
    const labels = [...container.querySelectorAll('svg g text')].filter((t) =>
      /kr\/kg/.test(t.textContent ?? ''),
    );
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) {
      // Right-aligned at x: the text's width at 17 units (≈ 10 per character) must fit left of it.
      const x = Number(label.getAttribute('x'));
      expect(x).toBeGreaterThanOrEqual((label.textContent ?? '').length * 10);
    }
  });
});
