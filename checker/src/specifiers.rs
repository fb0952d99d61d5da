//! Specifier combinations (the guide's C++ language extensions, CUDA 11 edition B.1 and B.2):
//! `__global__` is neither `__device__` nor `__host__` (B.1.3), and a variable has at most one
//! of `__constant__`, `__shared__` and `__managed__` besides `__device__` (B.2.1). nvcc rejects
//! each combination on the declaration that writes it, in both compilations.

use crate::query::*;
use crate::rules::rid;

pub(crate) fn run(cx: &mut Cx) {
    let m = cx.m();
    for func in &m.funcs {
        if !func.sp.global {
            continue;
        }
        // the token of the last execution space specifier written: where nvcc points
        let at = if func.sp_tok > 0 {
            func.sp_tok
        } else {
            func.tok
        };
        if func.sp.device {
            cx.emit(
                at,
                rid!("extensions.global-not-device"),
                format!(
                    "'{}' cannot be both __global__ and __device__: a kernel is called from the host (or launched), a __device__ function only from device code",
                    func.name
                ),
            );
        }
        if func.sp.host {
            cx.emit(
                at,
                rid!("extensions.global-not-host"),
                format!(
                    "'{}' cannot be both __global__ and __host__ (only __host__ __device__ compiles a function for both sides)",
                    func.name
                ),
            );
        }
    }
    for var in &m.vars {
        if var.is_param {
            continue; // any memory space specifier on a parameter is reported as such (I.4.3.1)
        }
        let spaces: Vec<&str> = [
            (var.mem.constant, "__constant__"),
            (var.mem.shared, "__shared__"),
            (var.mem.managed, "__managed__"),
        ]
        .into_iter()
        .filter_map(|(on, name)| on.then_some(name))
        .collect();
        if spaces.len() > 1 {
            let at = if var.mem_tok > 0 {
                var.mem_tok
            } else {
                var.tok
            };
            cx.emit(
                at,
                rid!("extensions.memspace-at-most-one"),
                format!(
                    "variable '{}' is declared {}: at most one of __constant__, __shared__ and __managed__ may be used (with or without __device__)",
                    var.name,
                    spaces.join(" and ")
                ),
            );
        }
    }
}
