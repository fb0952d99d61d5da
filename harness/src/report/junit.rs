//! JUnit XML for CI test tabs: one `<testsuite>` per toolchain, one `<testcase>` per case.
//! fail / xpass / crash / timeout / invalid are failures; unsupported and not_run are skipped
//! (the message says which); xfail passes
//! with the recorded deviation in `<system-out>`.

use super::Model;
use crate::verdict::Status;
use std::fmt::Write as _;

/// Escapes text for XML content and attributes; drops characters XML 1.0 cannot carry.
pub fn xml(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&apos;"),
            '\t' | '\n' | '\r' => o.push(c),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => o.push('\u{FFFD}'),
            c => o.push(c),
        }
    }
    o
}

pub fn render(m: &Model) -> String {
    let mut b = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n");
    for (i, t) in m.toolchains.iter().enumerate() {
        let rs: Vec<_> = m
            .results
            .results
            .iter()
            .filter(|r| r.toolchain == t.id)
            .collect();
        let failures = rs
            .iter()
            .filter(|r| matches!(r.status, Status::Fail | Status::Xpass))
            .count();
        let errors = rs
            .iter()
            .filter(|r| matches!(r.status, Status::Crash | Status::Timeout | Status::Invalid))
            .count();
        let skipped = rs.iter().filter(|r| r.status.is_skip()).count();
        let time: f64 = rs.iter().map(|r| r.duration_ms as f64 / 1000.0).sum();
        let _ = writeln!(
            b,
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{failures}\" errors=\"{errors}\" skipped=\"{skipped}\" time=\"{time:.3}\" id=\"{i}\" package=\"cuconform\" hostname=\"{}\" timestamp=\"{}\">",
            xml(&t.id),
            rs.len(),
            xml(&m.results.machine.hostname),
            xml(m.results.started_at.trim_end_matches('Z'))
        );
        let _ = writeln!(
            b,
            "    <properties><property name=\"host_compiler\" value=\"{}\"/></properties>",
            xml(t.host_compiler.as_deref().unwrap_or(""))
        );
        for r in rs {
            let _ = write!(
                b,
                "    <testcase name=\"{}\" classname=\"{}\" time=\"{:.3}\"",
                xml(&r.case),
                xml(&r.section),
                r.duration_ms as f64 / 1000.0
            );
            let detail = xml(&r.mismatches.join("\n"));
            let first = xml(r
                .mismatches
                .first()
                .map(|s| s.lines().next().unwrap_or(""))
                .unwrap_or(""));
            match r.status {
                Status::Pass => b.push_str("/>\n"),
                Status::Xfail => {
                    let _ = write!(
                        b,
                        ">\n      <system-out>xfail: {}</system-out>\n    </testcase>\n",
                        xml(r.deviation.as_deref().unwrap_or(""))
                    );
                }
                Status::Unsupported | Status::NotRun => {
                    let _ = write!(
                        b,
                        ">\n      <skipped message=\"{}\"/>\n      <system-out>{}</system-out>\n    </testcase>\n",
                        r.status.as_str(),
                        xml(&r.remarks.join("\n"))
                    );
                }
                Status::Fail => {
                    let _ = write!(b, ">\n      <failure message=\"{first}\" type=\"fail\">{detail}</failure>\n    </testcase>\n");
                }
                Status::Xpass => {
                    let _ = write!(b, ">\n      <failure message=\"recorded deviation no longer happens: {}\" type=\"xpass\"/>\n    </testcase>\n", xml(r.deviation.as_deref().unwrap_or("")));
                }
                Status::Crash | Status::Timeout | Status::Invalid => {
                    let _ = write!(b, ">\n      <error message=\"{first}\" type=\"{}\">{detail}</error>\n    </testcase>\n", r.status.as_str());
                }
            }
        }
        b.push_str("  </testsuite>\n");
    }
    b.push_str("</testsuites>\n");
    b
}
