/*---
section: I.7.2
clause: samples.derived-class
description: "A host function constructs a Point with placement new: the __device__ constructor is called from host code"
verdict: error
---*/
#include <new>

class Shape {
public:
    __device__ Shape(void) { }
    __device__ virtual int Draw(void) const { return 0; }
    __device__ virtual ~Shape() {}
};
class Point : public Shape {
public:
    __device__ Point() : x(0), y(0) {}
    __device__ Point(int ix, int iy) : x(ix), y(iy) { }
    __device__ int Draw(void) const { return x * 100 + y; }
    __device__ ~Point() {}
private:
    int x, y;
};

Shape *host_place(void *buf)
{
    return new (buf) Point(1, 2); // expect-error
}
