import { describe, expect, it } from 'vitest';
import { bodyKindOf } from './form-post';

describe('bodyKindOf', () => {
  it('names JSON and urlencoded bodies in UTF-8, whatever the case, spacing or quoting of the charset', () => {
    expect(bodyKindOf('application/json')).toBe('json');
    expect(bodyKindOf('Application/JSON; Charset="UTF-8"')).toBe('json');
    expect(bodyKindOf('application/x-www-form-urlencoded;charset=utf-8')).toBe('form');
    expect(bodyKindOf(' application/x-www-form-urlencoded ; foo=bar ; charset=UTF-8')).toBe('form');
  });

  it('refuses another type, another charset, or no type', () => {
    expect(bodyKindOf(undefined)).toBeUndefined();
    expect(bodyKindOf('')).toBeUndefined();
    expect(bodyKindOf('text/plain')).toBeUndefined();
    expect(bodyKindOf('multipart/form-data; boundary=x')).toBeUndefined();
    expect(bodyKindOf('application/json; charset=iso-8859-1')).toBeUndefined();
    expect(bodyKindOf('application/json-seq')).toBeUndefined();
    expect(bodyKindOf('application/json/x')).toBeUndefined();
  });
});
