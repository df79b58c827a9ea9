import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from '../../../src/client/ui/use-carousel';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the carousel hook', () => {
  it('shows the first slide without an entrance, then moves forward after each delay and loops', () => {
    const { result } = renderHook(() => useCarousel(3, 5000));
    expect(result.current.index).toBe(0);
    expect(result.current.direction).toBe('none');
    expect([0, 1, 2].map(result.current.stateOf)).toEqual(['current', 'idle', 'idle']);

    advance(4999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    expect(result.current.direction).toBe('forward');
    expect([0, 1, 2].map(result.current.stateOf)).toEqual(['leaving', 'current', 'idle']);
    advance(5000);
    expect(result.current.index).toBe(2);
    advance(5000);
    expect(result.current.index).toBe(0);
  });

  it('keeps playing after the visitor moves it, giving the chosen slide the full delay', () => {
    const { result } = renderHook(() => useCarousel(4, 5000));
    advance(4000);
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(3);
    advance(4999);
    expect(result.current.index).toBe(3);
    advance(1);
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(true);
  });

  it('goes backwards from the first slide to the last', () => {
    const { result } = renderHook(() => useCarousel(7, 3000));
    act(() => result.current.previous());
    expect(result.current.index).toBe(6);
    expect(result.current.direction).toBe('backward');
    expect(result.current.stateOf(0)).toBe('leaving');
  });

  it('stands still while paused, and plays again when asked', () => {
    const { result } = renderHook(() => useCarousel(4, 5000));
    act(() => result.current.togglePaused());
    expect(result.current.playing).toBe(false);
    advance(30_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => result.current.togglePaused());
    advance(5000);
    expect(result.current.index).toBe(2);
  });
});
