/*---
section: I.7.1
clause: samples.data-aggregation
description: "operator+ of the sample is __device__: calling it from a __host__ function is rejected"
verdict: error
---*/
class PixelRGBA {
public:
    __device__ PixelRGBA(): r_(0), g_(0), b_(0), a_(0) { }

    __device__ PixelRGBA(unsigned char r, unsigned char g,
                         unsigned char b, unsigned char a = 255):
                         r_(r), g_(g), b_(b), a_(a) { }

private:
    unsigned char r_, g_, b_, a_;

    friend PixelRGBA operator+(const PixelRGBA&, const PixelRGBA&);
};

__device__
PixelRGBA operator+(const PixelRGBA& p1, const PixelRGBA& p2)
{
    return PixelRGBA(p1.r_ + p2.r_, p1.g_ + p2.g_,
                     p1.b_ + p2.b_, p1.a_ + p2.a_);
}

__host__ void host_add(const PixelRGBA &a, const PixelRGBA &b, PixelRGBA *out)
{
    *out = a + b; // expect-error
}
