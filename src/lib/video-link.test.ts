// The one video-link rule (issue 37.13) for the forms and the server: the links the two services hand out, the
// short ones included, and nothing else.
import { describe, expect, it } from 'vitest';
import { galleryVideoLink, parseVideoLink } from './video-link';

describe('video links of the supported services', () => {
  it('reads the video of YouTube links in every form the service hands out', () => {
    const youtube = { service: 'youtube', id: 'Zx9Qa7Lm3Pk', url: 'https://www.youtube.com/watch?v=Zx9Qa7Lm3Pk' };
    for (const link of [
      'https://www.youtube.com/watch?v=Zx9Qa7Lm3Pk',
      'https://m.youtube.com/watch?v=Zx9Qa7Lm3Pk&t=42',
      'https://youtu.be/Zx9Qa7Lm3Pk',
      'https://youtu.be/Zx9Qa7Lm3Pk?si=abc',
      'https://www.youtube.com/shorts/Zx9Qa7Lm3Pk',
      'https://www.youtube.com/embed/Zx9Qa7Lm3Pk',
      'https://www.youtube.com/live/Zx9Qa7Lm3Pk',
    ])
      expect([link, parseVideoLink(link)]).toEqual([link, youtube]);
  });

  it('reads the number of Vimeo links', () => {
    expect(parseVideoLink('https://vimeo.com/76979871')).toEqual({
      service: 'vimeo',
      id: '76979871',
      url: 'https://vimeo.com/76979871',
    });
    expect(parseVideoLink('https://player.vimeo.com/video/76979871')).toMatchObject({ id: '76979871' });
    expect(parseVideoLink('https://vimeo.com/channels/staffpicks/76979871')).toMatchObject({ id: '76979871' });
  });

  it('says why other links are refused', () => {
    expect(parseVideoLink('https://example.com/video')).toEqual({ problem: 'host' });
    expect(parseVideoLink('https://notyoutube.com/watch?v=Zx9Qa7Lm3Pk')).toEqual({ problem: 'host' });
    expect(parseVideoLink('video')).toEqual({ problem: 'invalid' });
    expect(parseVideoLink('javascript:alert(1)')).toEqual({ problem: 'invalid' });
    expect(parseVideoLink('https://www.youtube.com/watch?v=kurz')).toEqual({ problem: 'id' });
    expect(parseVideoLink('https://youtu.be/')).toEqual({ problem: 'id' });
    expect(parseVideoLink('https://vimeo.com/channels/staffpicks')).toEqual({ problem: 'id' });
  });

  it('keeps a gallery video to the ids the API document stores (11 characters)', () => {
    expect(galleryVideoLink('https://youtu.be/Zx9Qa7Lm3Pk')).toMatchObject({
      url: 'https://www.youtube.com/watch?v=Zx9Qa7Lm3Pk',
    });
    expect(galleryVideoLink('https://vimeo.com/58213946071')).toMatchObject({ id: '58213946071' });
    expect(galleryVideoLink('https://vimeo.com/76979871')).toEqual({ problem: 'id' });
  });
});
