import { describe, expect, it } from 'vitest';
import { plainIdioms } from './intents';

describe('plainIdioms', () => {
  it('rewrites idioms to the words the site uses', () => {
    expect(plainIdioms('Who is in charge of pickups?')).toBe('Who is responsible for pickups?');
    expect(plainIdioms('how do I get rid of old servers')).toBe('how do I dispose of old servers');
    expect(plainIdioms('getting rid of old servers')).toBe('dispose of old servers');
  });

  it('keeps the negation of a contraction ("won\'t" is "wont", not "won" and "t")', () => {
    expect(plainIdioms("anything you won't accept?")).toBe('anything you wont accept?');
    expect(plainIdioms('we don’t want that')).toBe('we dont want that');
    expect(plainIdioms("I can't find it")).toBe('I cant find it');
  });

  it('writes chat spelling out, but leaves the German "u." (und) alone', () => {
    expect(plainIdioms('r u open sat? pls tell ur hours')).toBe('are you open sat? please tell your hours');
    expect(plainIdioms('wanna sell stuff, can u grab it')).toBe('want to sell stuff, can you grab it');
    expect(plainIdioms('Akkus u. Batterien')).toBe('Akkus u. Batterien');
  });
});
