import type { SectionDraft } from '@portal/shared-api/course-authoring';
import {
  addLesson,
  addSection,
  emptyLesson,
  emptySection,
  moveItem,
  moveLesson,
  moveSection,
  removeLesson,
  removeSection,
  updateLesson,
  updateSection,
} from './draft-sections.ts';

const section = (Title: string): SectionDraft => ({ ...emptySection(), Title });
const lesson = (Title: string) => ({ ...emptyLesson(), Title });
const titles = (items: { Title: string }[]) => items.map((item) => item.Title);
const orders = (items: { Order: number }[]) => items.map((item) => item.Order);

describe('draft curriculum edits', () => {
  it('gives every new section and lesson its own id, and a lesson the video type by default', () => {
    const ids = new Set([emptySection().Id, emptySection().Id, emptyLesson().Id]);
    expect(ids.size).toBe(3);
    expect(emptyLesson().Type).toBe('video');
  });

  it('numbers sections 0..n as they are added and after one is removed', () => {
    let sections = addSection([], section('A'));
    sections = addSection(sections, section('B'));
    sections = addSection(sections, section('C'));
    expect(orders(sections)).toEqual([0, 1, 2]);
    sections = removeSection(sections, sections[0]!.Id);
    expect(titles(sections)).toEqual(['B', 'C']);
    expect(orders(sections)).toEqual([0, 1]);
  });

  it('moves a section and rewrites the order fields', () => {
    const sections = [section('A'), section('B'), section('C')].reduce(addSection, [] as SectionDraft[]);
    const moved = moveSection(sections, 2, 0);
    expect(titles(moved)).toEqual(['C', 'A', 'B']);
    expect(orders(moved)).toEqual([0, 1, 2]);
  });

  it('clamps a move past either end and leaves the list as it was for a move in place', () => {
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('adds, edits, moves and removes lessons inside one section only', () => {
    let sections = [section('A'), section('B')].reduce(addSection, [] as SectionDraft[]);
    const [a, b] = sections as [SectionDraft, SectionDraft];
    sections = addLesson(sections, a.Id, lesson('one'));
    sections = addLesson(sections, a.Id, lesson('two'));
    sections = addLesson(sections, a.Id, lesson('three'));
    expect(sections[1]!.Lessons).toHaveLength(0);
    sections = moveLesson(sections, a.Id, 0, 2);
    expect(titles(sections[0]!.Lessons)).toEqual(['two', 'three', 'one']);
    expect(orders(sections[0]!.Lessons)).toEqual([0, 1, 2]);
    const two = sections[0]!.Lessons[0]!;
    sections = updateLesson(sections, a.Id, { ...two, Title: 'second', Type: 'quiz' });
    expect(sections[0]!.Lessons[0]).toMatchObject({ Title: 'second', Type: 'quiz', Order: 0 });
    sections = removeLesson(sections, a.Id, sections[0]!.Lessons[1]!.Id);
    expect(titles(sections[0]!.Lessons)).toEqual(['second', 'one']);
    expect(orders(sections[0]!.Lessons)).toEqual([0, 1]);
    expect(sections[1]!.Id).toBe(b.Id);
  });

  it('renames a section without touching the others', () => {
    const sections = [section('A'), section('B')].reduce(addSection, [] as SectionDraft[]);
    const renamed = updateSection(sections, sections[1]!.Id, { Title: 'Basics', Description: 'First steps' });
    expect(titles(renamed)).toEqual(['A', 'Basics']);
    expect(renamed[0]).toBe(sections[0]);
  });
});
