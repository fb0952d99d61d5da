/*---
section: I.7.2
clause: samples.derived-class
description: "A host function calls the __device__ virtual function Draw through a Shape pointer"
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

int host_draw(const Shape *s)
{
    return s->Draw(); // expect-error
}
