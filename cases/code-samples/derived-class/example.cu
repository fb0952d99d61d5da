/*---
section: I.7.2
clause: samples.derived-class
description: "I.7.2 derived class: __device__ placement new, virtual functions and a virtual destructor in device code compile"
verdict: ok
tags: [example]
---*/
#include "cuconform.h"
#include <new>

// Completion: the guide uses MemoryPool, PrintBuffer and rand(lo, hi) without defining them.
struct MemoryPool {
    char *base;
    size_t used, size;
    __device__ void *take(size_t n) {
        size_t at = (used + 15) & ~size_t(15);
        if (at + n > size) return nullptr;
        used = at + n;
        return base + at;
    }
};

struct PrintBuffer {
    char *text;
    int len, cap;
    __device__ void put(const char *s) { while (*s && len + 1 < cap) text[len++] = *s++; text[len] = 0; }
    __device__ void put(int v) {
        char tmp[12]; int n = 0; bool neg = v < 0; unsigned u = neg ? 0u - (unsigned)v : (unsigned)v;
        do { tmp[n++] = char('0' + u % 10); u /= 10; } while (u);
        if (neg) tmp[n++] = '-';
        while (n) { char c[2] = {tmp[--n], 0}; put(c); }
    }
};

__device__ int rand(int lo, int hi) { return lo + (hi - lo) / 2; }

__device__ void* operator new(size_t bytes, MemoryPool& p);
__device__ void operator delete(void*, MemoryPool& p);
class Shape {
public:
    __device__ Shape(void) { }
    __device__ void putThis(PrintBuffer *p) const;
    __device__ virtual void Draw(PrintBuffer *p) const {
         p->put("Shapeless");
    }
    __device__ virtual ~Shape() {}
};
class Point : public Shape {
public:
    __device__ Point() : x(0), y(0) {}
    __device__ Point(int ix, int iy) : x(ix), y(iy) { }
    __device__ void PutCoord(PrintBuffer *p) const;
    __device__ void Draw(PrintBuffer *p) const;
    __device__ ~Point() {}
private:
    int x, y;
};
__device__ Shape* GetPointObj(MemoryPool& pool)
{
    Shape* shape = new(pool) Point(rand(-20,10), rand(-100,-20));
    return shape;
}

// Completion: definitions the guide leaves out.
__device__ void* operator new(size_t bytes, MemoryPool& p) { return p.take(bytes); }
__device__ void operator delete(void*, MemoryPool& p) { }
__device__ void Point::PutCoord(PrintBuffer *p) const { p->put("("); p->put(x); p->put(","); p->put(y); p->put(")"); }
__device__ void Point::Draw(PrintBuffer *p) const { p->put("Point"); PutCoord(p); }
