import { useEffect, useMemo, useRef, useState } from 'react';
import {
  SAMPLE_COMPANY,
  SAMPLE_PAYMENT_TERMS,
  renderQuoteHtml,
  sampleQuote,
  type DocumentStyle,
} from '@offerteflow/quote-document';

/** A4 width in CSS pixels (210 mm at 96 dpi). */
const A4_WIDTH_PX = 794;
const A4_HEIGHT_PX = 1123;

/** The sample offerte in a template's style, rendered by the same code as the PDF. */
export function renderTemplateSample(style: DocumentStyle): string {
  return renderQuoteHtml({
    quote: sampleQuote(),
    company: SAMPLE_COMPANY,
    style,
    paymentTerms: SAMPLE_PAYMENT_TERMS,
    preview: true,
  });
}

/** Live preview of a template: the quote-document HTML on sample data. */
export function TemplatePreview({
  style,
  title = 'Voorbeeld van de offerte',
}: {
  style: DocumentStyle;
  title?: string;
}) {
  const html = useMemo(() => renderTemplateSample(style), [style]);
  return <DocumentFrame html={html} title={title} />;
}

/**
 * A complete quote document (HTML) in a sandboxed iframe (no scripts, no same-origin access),
 * scaled down to the available width.
 */
export function DocumentFrame({ html, title }: { html: string; title: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.6);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) setScale(Math.min(1, width / A4_WIDTH_PX));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={boxRef} className="w-full overflow-hidden rounded-md border border-slate-200 bg-slate-100">
      <div style={{ height: A4_HEIGHT_PX * scale }}>
        <iframe
          title={title}
          sandbox=""
          srcDoc={html}
          className="origin-top-left border-0 bg-white"
          style={{ width: A4_WIDTH_PX, height: A4_HEIGHT_PX, transform: `scale(${scale})` }}
        />
      </div>
    </div>
  );
}
