import { describe, expect, it } from 'vitest';
import { textToEmailHtml, whatsappUrl } from './message-format';

describe('message text helpers', () => {
  it('turns typed text into e-mail HTML with every character escaped', () => {
    expect(textToEmailHtml('Hallo <script>alert(1)</script> & "Gäste"\r\nZeile 2\n\n\n  Absatz 2  ')).toBe(
      '<p>Hallo &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Gäste&quot;<br>Zeile 2</p><p>Absatz 2</p>',
    );
  });

  it('builds wa.me links from the digits of the number and the encoded text', () => {
    expect(whatsappUrl('+49 151 1234567', 'Hallo & tschüss?')).toBe(
      'https://wa.me/491511234567?text=Hallo%20%26%20tsch%C3%BCss%3F',
    );
    expect(whatsappUrl('+491511234567', '  ')).toBe('https://wa.me/491511234567');
  });
});
