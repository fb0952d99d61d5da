/*---
section: I.7.2
clause: samples.derived-class
description: "I.7.2 completed: a Point is created in a device memory pool and drawn through a Shape pointer (virtual dispatch on the device)"
verdict: ok
phase: run
run:
  stdout: "Shapeless Point(-5,-60)\n"
note: "rand(lo, hi) is completed deterministically as lo + (hi - lo) / 2, so the point is (-5,-60)."
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

__global__ void draw_all(char *pool_mem, size_t pool_size, char *text, int cap)
{
    MemoryPool pool{pool_mem, 0, pool_size};
    PrintBuffer buf{text, 0, cap};
    Shape plain;
    const Shape *s = &plain;
    s->Draw(&buf);
    buf.put(" ");
    Shape *shape = GetPointObj(pool);
    shape->Draw(&buf);
    shape->~Shape();
}

int main()
{
    char *pool = nullptr, *text = nullptr;
    CC_CHECK(cudaMalloc(&pool, 256));
    CC_CHECK(cudaMalloc(&text, 64));
    CC_CHECK(cudaMemset(text, 0, 64));
    draw_all<<<1, 1>>>(pool, 256, text, 64);
    CC_SYNC();
    char h[64];
    CC_CHECK(cudaMemcpy(h, text, 64, cudaMemcpyDeviceToHost));
    h[63] = 0;
    std::printf("%s\n", h);
    return 0;
}
