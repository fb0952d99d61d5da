/*---
section: I.7.2
clause: samples.derived-class
description: "A kernel creates a Point with placement new in a local buffer and calls the __device__ virtual Draw through a Shape pointer, then destroys it through the virtual destructor"
verdict: ok
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

__global__ void draw(int *out)
{
    alignas(Point) unsigned char buf[sizeof(Point)];
    Shape *s = new (buf) Point(3, 4);
    *out = s->Draw();
    s->~Shape();
}
