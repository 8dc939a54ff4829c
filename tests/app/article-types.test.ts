import { describe, expect, it } from 'vitest';
import { articleListPath, articlePath, articleTypeOfRoute } from '../../src/lib/article-types';
import { pathOf } from '../../src/lib/route-paths';

describe('article links', () => {
  it('send each known type to its own route', () => {
    expect(articleListPath('news')).toBe('/news');
    expect(articleListPath('tour')).toBe('/tour');
    expect(articleListPath('faq')).toBe('/faq');
    expect(articleListPath('announcement')).toBe('/announcements');
    expect(articlePath('tour', 't1')).toBe('/tour/t1');
    expect(articlePath('announcement', 'a1')).toBe('/announcements/a1');
  });

  it('list a type without a route of its own on the service center', () => {
    expect(articleListPath('download')).toBe('/service-center?type=download');
    expect(articlePath('download', 'd1')).toBe('/service-center?type=download&id=d1');
  });

  it('agree with the routes: a route showing type X is where X lists', () => {
    for (const [route, type] of Object.entries(articleTypeOfRoute)) {
      if (route === 'tour') continue; // the detail route of the tour list
      expect(articleListPath(type)).toBe(pathOf(route as keyof typeof articleTypeOfRoute));
    }
  });
});
